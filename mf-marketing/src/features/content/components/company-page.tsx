import { Box, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { NotFoundRedirect, PageLayout, usePageHead } from '@wattle/shared';
import { articleQuery } from '../api/content-queries';
import { formatCalendarDate } from '../lib/calendar-date';
import { articlePath, type Article } from '../lib/content-types';
import { ArticleBody } from './article-body';
import { FeesWorkedExample } from './fees-worked-example';

function CompanyText({ article }: { article: Article }) {
  usePageHead({
    title: article.title,
    description: article.description,
    path: articlePath(article),
  });
  return (
    <PageLayout
      title={article.title}
      width="narrow"
      description={
        <Text color="fg.muted">
          Updated <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
        </Text>
      }
    >
      <Box as="article">
        <ArticleBody html={article.html} />
        {article.slug === 'fees' && <FeesWorkedExample />}
      </Box>
    </PageLayout>
  );
}

/** The company's own texts: /about, /terms-of-use, /privacy-policy, /fees, /security, /faqs. */
export function CompanyPage({ slug }: { slug: string }) {
  const { data: article } = useSuspenseQuery(articleQuery('page', slug));
  if (!article) return <NotFoundRedirect />;
  return <CompanyText article={article} />;
}
