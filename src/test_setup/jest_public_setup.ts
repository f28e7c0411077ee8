import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { dropEmotionStyles } from './emotion_styles';

// findBy*/waitFor give up after asyncUtilTimeout: testing-library's 1 s default is met by a first
// EUI render on a loaded two-core machine only now and then (a page test's first findBy failed at
// load 12 and passed alone); 5 s changes no outcome, only how long a real failure takes to show.
configure({ testIdAttribute: 'data-test-subj', asyncUtilTimeout: 5000 });

dropEmotionStyles();
