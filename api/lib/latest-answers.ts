// Answers worked out from a key that never change while the process runs (a pure calculation over a fixed
// catalog, a header's parsed meaning), kept for the latest keys only so memory stays bounded whatever clients send.

/** Remembers `compute`'s answer for the latest `limit` keys; the oldest goes once the limit is reached. */
export function latestAnswers<T>(limit: number) {
  const answers = new Map<string, T>();
  return (key: string, compute: () => T): T => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute();
      if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    }
    return answer;
  };
}
