// The floor's frame script: the widget's first connectors request, with the token its host page posted, shown as a plain filtered list.
const hostOrigin = new URLSearchParams(location.hash.slice(1)).get('origin');
const field = document.getElementById('search');
const list = document.getElementById('results');
let connectors = [];

function render() {
  const query = field.value.trim().toLowerCase();
  const shown = query === '' ? connectors : connectors.filter((connector) => connector.name.toLowerCase().includes(query));
  list.replaceChildren(
    ...shown.map((connector) => {
      const option = document.createElement('div');
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.textContent = connector.name;
      return option;
    }),
  );
}

field.addEventListener('input', render);

window.addEventListener('message', async (event) => {
  if (event.source !== window.parent || event.origin !== hostOrigin) return;
  const message = event.data;
  if (message?.ns !== 'floor' || message.type !== 'init') return;
  window.parent.postMessage({ ns: 'floor', type: 'initialized' }, hostOrigin);
  const response = await fetch(`${message.apiUrl}/connectors?sandbox=true&pageSize=500&page=1`, {
    headers: { Accept: 'application/json', 'X-API-KEY': message.connectToken },
  });
  connectors = (await response.json()).results;
  render();
});

window.parent.postMessage({ ns: 'floor', type: 'ready' }, hostOrigin);
