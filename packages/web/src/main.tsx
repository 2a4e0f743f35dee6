import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app.tsx';
import './app/global.css';
import { keepClearButtonsOutOfTab } from './lib/untabbable-clear-buttons.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
createRoot(container).render(<AppRoot />);
keepClearButtonsOutOfTab();
