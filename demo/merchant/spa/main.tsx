/** @jsxImportSource react */
// The React page's entry: the app under StrictMode, whose double mount must still leave one widget frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
// The stylesheet every demo page shares, bundled here as a file (the page's CSP has no inline style).
import '../pages/demo.css';
import './spa.css';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
