/** The knowledge base's addresses: the topics, one topic, one article of a topic. */
export const knowledgeBaseHome = '/pages/knowledge-base';
export const categoryPath = (category: string) => `${knowledgeBaseHome}/${category}`;
export const questionPath = (category: string, question: string) => `${categoryPath(category)}/${question}`;

/** A slug the demo server could know: anything else is not-found without asking it. */
export const isSlug = (value: string | undefined): value is string =>
  value !== undefined && value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
