// What the frame checks its own messages with before they leave: the interface's Item schema and
// the protocol's frame → host guards. They come with the engine chunk, beside the first screen.
export { Item } from '../api/schemas/item.js';
export { checkFrameMessage } from '../contract/frame-messages.js';
