import { messagesEs } from '../messages/es.ts';
import { uiEs } from '../ui/es/index.ts';

/** Everything the web shows in this language, loaded on its own so the others never download. */
export default { ...messagesEs, ...uiEs };
