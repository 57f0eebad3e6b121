// Amounts as a Brazilian payer reads them on the institution's pages: "R$ 1.234,56".
const FORMAT = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const brl = (amount: number): string => FORMAT.format(amount);
