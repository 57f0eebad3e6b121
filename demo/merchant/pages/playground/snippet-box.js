// The playground's code box: the snippet for the way chosen, and a Copy button.
import { writeSnippet } from './snippets.js';

export function createSnippetBox({ code, ways, copyButton, status }) {
  let input = null;
  const way = () => ways.querySelector('input[name="way"]:checked')?.value ?? 'script-tag';
  const render = () => {
    if (input !== null) code.textContent = writeSnippet(way(), input);
    status.textContent = '';
  };

  // Without the clipboard (an insecure origin, a refused permission) the code is selected for the keyboard's copy.
  function selectCode() {
    const range = document.createRange();
    range.selectNodeContents(code);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }

  ways.addEventListener('change', render);
  copyButton.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      status.textContent = 'Copied.';
    } catch {
      selectCode();
      status.textContent = 'The code is selected: copy it with Ctrl+C (⌘C on a Mac).';
    }
  });

  return {
    show(next) {
      input = next;
      render();
    },
  };
}
