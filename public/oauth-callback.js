// The OAuth callback page's script (a file, not inline, so it runs under a strict CSP): tells the
// widget how the user answered, through the opener (popup) or the resume state (redirect).
(() => {
  'use strict';

  var RESUME_KEY = 'ponte:resume';
  var params = new URLSearchParams(window.location.search);
  var itemId = params.get('itemId');
  var outcome = params.get('outcome');
  var valid = typeof itemId === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(itemId) && (outcome === 'authorized' || outcome === 'denied');

  function showDone() {
    var done = document.getElementById('done');
    if (done) done.hidden = false;
  }

  function opener() {
    try {
      return window.opener && !window.opener.closed ? window.opener : null;
    } catch {
      return null;
    }
  }

  var parent = opener();
  if (parent) {
    // The widget's page shares this page's origin; naming it means no other page can read this.
    if (valid) parent.postMessage({ ns: 'ponte', v: 1, type: 'oauth-result', itemId: itemId, outcome: outcome }, window.location.origin);
    window.close();
    showDone();
    return;
  }

  // Redirect fallback: back to the page that started the flow, with the outcome for the widget.
  var record = null;
  try {
    record = JSON.parse(window.sessionStorage.getItem(RESUME_KEY) || 'null');
  } catch {
    record = null;
  }
  var target = null;
  var url = null;
  if (record && typeof record === 'object' && typeof record.returnUrl === 'string') {
    try {
      url = new URL(record.returnUrl, window.location.href);
      // Only a page of this origin: the stored value must not turn this page into an open redirect.
      if (url.origin === window.location.origin) target = url.href;
    } catch {
      target = null;
    }
  }
  if (target && valid && record.itemId === itemId) {
    record.outcome = outcome;
    try {
      window.sessionStorage.setItem(RESUME_KEY, JSON.stringify(record));
    } catch {
      // The widget polls the item anyway.
    }
  }
  if (target) {
    window.location.replace(target);
    return;
  }
  showDone();
})();
