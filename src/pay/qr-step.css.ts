// The Pix QR code as the payer scans it: a square centred above the code, as wide as the step allows up to 240 px.
import { style } from '@vanilla-extract/css';

/** Its width and height attributes give the square before the image arrives; a narrow screen shrinks it whole. */
export const image = style({ display: 'block', width: '240px', maxWidth: '100%', height: 'auto', marginInline: 'auto' });
