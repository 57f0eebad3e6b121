// The floor's host page script: a Connect Token from this site's backend, posted to an iframe on the frame origin, as the widget's is.
//
// `?preload` makes the iframe at load, hidden until the click, as a preloaded handle does; without it, the click makes it.
const frameOrigin = document.documentElement.dataset.frameOrigin;
const box = document.getElementById('widget');
const button = document.getElementById('connect');
const minted = fetch('/api/connect-token', { method: 'POST' }).then((response) => response.json());
let frame = null;

function createFrame() {
  frame = document.createElement('iframe');
  frame.title = 'Connect your bank account';
  // The host's origin only: the token goes by message, never in a URL.
  frame.src = `${frameOrigin}/floor-frame.html#origin=${encodeURIComponent(location.origin)}`;
  box.append(frame);
}

window.addEventListener('message', (event) => {
  if (frame === null || event.source !== frame.contentWindow || event.origin !== frameOrigin) return;
  if (event.data?.ns !== 'floor' || event.data.type !== 'ready') return;
  minted.then(({ accessToken, apiUrl }) => {
    frame.contentWindow.postMessage({ ns: 'floor', type: 'init', connectToken: accessToken, apiUrl }, frameOrigin);
  });
});

if (new URLSearchParams(location.search).has('preload')) createFrame();

button.addEventListener('click', () => {
  if (frame === null) createFrame();
  box.hidden = false;
});
