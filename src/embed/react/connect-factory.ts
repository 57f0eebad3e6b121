// Which createConnect the React binding calls: the real one, unless a test provides a stand-in.
import { createContext } from 'react';
import { createConnect } from '../sdk/index.js';
import type { CreateConnect } from './connect-contract.js';

export const ConnectFactory = createContext<CreateConnect>(createConnect);
