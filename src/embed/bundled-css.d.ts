// The widget's whole stylesheet as text: filled in by the production build, empty in dev and tests.
declare module 'virtual:ponte-css' {
  const css: string;
  export default css;
}
