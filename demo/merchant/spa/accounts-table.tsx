/** @jsxImportSource react */
// The connected item's accounts, as this site's backend fetched them from the aggregator.
import type { ShownAccount } from './merchant-api.js';

const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
};

export function AccountsTable({ accounts }: { accounts: readonly ShownAccount[] }) {
  if (accounts.length === 0) return <p className="hint">The item has no accounts.</p>;
  return (
    <table>
      <caption>Accounts</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Number</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id}>
            <td>{account.name}</td>
            <td>{account.subtype ?? account.type}</td>
            <td>{account.number ?? ''}</td>
            <td className="amount">{account.balance == null ? '' : money(account.balance, account.currencyCode ?? 'BRL')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
