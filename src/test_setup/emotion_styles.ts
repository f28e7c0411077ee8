/**
 * Browser unit tests render without Emotion's style rules. Inserted into jsdom, EUI's rules make
 * every getComputedStyle (testing-library's role queries, user-event's pointer-events check)
 * match each element against thousands of selectors: about half of these tests' CPU. What CSS
 * does is the e2e level's to check; a unit test about it imports `keep_emotion_styles` first.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StyleSheet } = require('@emotion/sheet') as { StyleSheet: { prototype: { insert(rule: string): void } } };
const insert = StyleSheet.prototype.insert;

export function dropEmotionStyles(): void {
  StyleSheet.prototype.insert = () => undefined;
}

export function keepEmotionStyles(): void {
  StyleSheet.prototype.insert = insert;
}
