// Whether the build hands the widget's CSS to `addStyles` (true) or dev mirrors the page's <style> elements (false).
declare module 'virtual:ponte-css' {
  const bundled: boolean;
  export default bundled;
}
