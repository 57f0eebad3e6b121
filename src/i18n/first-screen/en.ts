// English copy of the first screen (search, header, loading and later-step placeholders), the reference for its keys.

export const enFirstScreen = {
  'app.label': 'Connect your account',
  'app.stepLoading': 'Loading…',
  'app.stepLoadFailed': 'This screen could not be loaded. Check your connection and try again.',
  'app.tryAgain': 'Try again',

  'header.close': 'Close',
  'app.secured': 'Secured by ponte',
  'header.back': 'Back',

  'loading.heading': 'Getting ready',

  'search.heading': 'Choose your institution',
  'search.label': 'Search for your bank or institution',
  'search.placeholder': 'Institution name',
  'search.listLabel': 'Institutions',
  'search.empty': 'No institution found for “{query}”.',
  'search.emptyHint': 'Check the spelling or try another name.',
  'search.popular': 'Popular',
  'search.business': 'Business',
  'search.results.one': '{count} institution found',
  'search.results.other': '{count} institutions found',
  'search.unstable': 'May be unstable',
  'search.offline': 'Unavailable right now',
  'closeConfirm.heading': 'Leave before it finishes?',
  'closeConfirm.body': 'The connection to {connector} goes on at the institution even if you leave.',
  'closeConfirm.stay': 'Keep waiting',
} satisfies Record<string, string>;
