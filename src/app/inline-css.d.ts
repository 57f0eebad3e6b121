// Vite's `?inline` CSS imports: the file's text as a string, no stylesheet emitted.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
