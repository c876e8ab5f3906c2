import { messagesPt } from '../messages/pt.ts';
import { uiPt } from '../ui/pt/index.ts';

/** Everything the web shows in this language, loaded on its own so the others never download. */
export default { ...messagesPt, ...uiPt };
