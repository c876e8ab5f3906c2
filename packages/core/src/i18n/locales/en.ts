import { messagesEn } from '../messages/en.ts';
import { uiEn } from '../ui/en/index.ts';

/** Everything the web shows in this language, loaded on its own so the others never download. */
export default { ...messagesEn, ...uiEn };
