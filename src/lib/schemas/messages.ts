// Side effect: no zod message without a Japanese text of ours (every request schema imports this file).
import './zod-japanese';

export { msg } from './message-texts';
