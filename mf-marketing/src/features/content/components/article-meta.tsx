import { HStack, Text } from '@chakra-ui/react';
import { formatCalendarDate } from '../lib/calendar-date';
import type { ArticleSummary } from '../lib/content-types';

/** "Priya Natarajan · 14/09/2026 · 4 min read" */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text>{article.author}</Text>
      <Text aria-hidden>·</Text>
      <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
      <Text aria-hidden>·</Text>
      <Text>{article.readingMinutes} min read</Text>
    </HStack>
  );
}
