// Which theme applies: 'light' and 'dark' as given, 'auto' following prefers-color-scheme live.
export type ThemeSetting = 'light' | 'dark' | 'auto';
export type ColorScheme = 'light' | 'dark';

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Calls `onChange` now with the scheme to use, and again whenever the system preference changes
 * while the setting is 'auto'. Returns the function that stops listening.
 */
export function watchColorScheme(
  setting: ThemeSetting,
  onChange: (scheme: ColorScheme) => void,
  matchMedia: MatchMedia | undefined = globalThis.matchMedia?.bind(globalThis),
): () => void {
  if (setting !== 'auto' || !matchMedia) {
    onChange(setting === 'dark' ? 'dark' : 'light');
    return () => {};
  }
  const query = matchMedia(DARK_QUERY);
  const listener = () => onChange(query.matches ? 'dark' : 'light');
  listener();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
