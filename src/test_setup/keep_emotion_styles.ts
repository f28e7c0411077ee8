// Imported first by a browser unit test about what CSS does: Emotion's rules reach jsdom again,
// including those a module inserts as it loads (emotion_styles.ts says why they are dropped).
import { keepEmotionStyles } from './emotion_styles';

keepEmotionStyles();
