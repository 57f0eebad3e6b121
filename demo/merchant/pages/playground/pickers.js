// The playground's pickers, filled from this site's backend: institutions to open on, and items to update.

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body && typeof body.message === 'string' ? body.message : `${url} answered ${response.status}`);
  return body;
}

const option = (value, text) => {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
};

/** Keeps the select's first option (the "none" choice) and what is chosen, if it is still offered. */
function replaceOptions(select, children) {
  const chosen = select.value;
  const [none] = select.options;
  select.replaceChildren(none, ...children);
  select.value = [...select.options].some((candidate) => candidate.value === chosen) ? chosen : '';
}

/** Every institution the API lists, the sandbox's first: `Name (id)`. */
export async function fillConnectors(select) {
  const { connectors } = await getJson('/api/connectors');
  const groups = [
    ['Sandbox institutions', connectors.filter((connector) => connector.isSandbox)],
    ['Other institutions', connectors.filter((connector) => !connector.isSandbox)],
  ];
  replaceOptions(
    select,
    groups
      .filter(([, members]) => members.length > 0)
      .map(([label, members]) => {
        const group = document.createElement('optgroup');
        group.label = label;
        group.append(...members.map((connector) => option(String(connector.id), `${connector.name} (${connector.id})`)));
        return group;
      }),
  );
}

/** The items this site created, newest first, each with its institution, status and error. */
export async function fillItems(select) {
  const { items } = await getJson('/api/items');
  replaceOptions(
    select,
    items.map((item) => {
      const outcome = item.errorCode ? `${item.status}, ${item.errorCode}` : item.status;
      return option(item.id, `${item.connectorName ?? 'Unknown institution'}: ${outcome} (${item.id.slice(0, 8)})`);
    }),
  );
  return items.length;
}
