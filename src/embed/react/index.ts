// ponte/react: the React binding of createConnect, as a hook and a component.
import { createConnect } from '../sdk';
import { createPonteConnect } from './ponte-connect-component';
import { createUsePonteConnect } from './use-ponte-connect';

/** `{open, close, ready, error}` for one widget frame owned by the calling component. */
export const usePonteConnect = createUsePonteConnect(createConnect);

/** `display: 'modal'` (default): a button labelled by its children; `'inline'`: a div holding the widget. */
export const PonteConnect = createPonteConnect(usePonteConnect);

export type { PonteConnectProps } from './ponte-connect-component';
export type { ContainerRef, PonteConnectControls, UsePonteConnectOptions } from './use-ponte-connect';
export type { ConnectOptions, EmbedError } from './connect-contract';
