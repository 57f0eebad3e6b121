// The payer's details: fields as the widget's credential form draws them, an error under its field.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { alertText } from '../ui/styles/status.css.js';

export { field, input, label } from '../ui/credential-field.css.js';

export const error = style([alertText, { fontSize: vars.font.sizeSmall }]);
