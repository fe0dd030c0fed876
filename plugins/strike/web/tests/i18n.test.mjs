// The board's words, checked as every web board's are (tests/web/board_words.mjs).
import {checkBoardWords} from '../../../../tests/web/board_words.mjs';

checkBoardWords(new URL('../', import.meta.url));
