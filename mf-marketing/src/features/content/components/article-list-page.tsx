import { Box, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageLayout } from '@wattle/shared';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { articleListQuery } from '../api/content-queries';
import { tagsOf } from '../lib/content-source';
import type { ContentKind } from '../lib/content-types';
import { ArticleCard } from './article-card';

export interface ArticleListPageProps {
  kind: Extract<ContentKind, 'post' | 'guide'>;
  title: string;
  lead: string;
  /** Where the list lives, for the tag filter's links (`/blog?tag=scams`). */
  path: string;
}

/** `/blog` and `/learn`: cards, newest first, filtered by a tag from the address. */
export function ArticleListPage({ kind, title, lead, path }: ArticleListPageProps) {
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag') ?? undefined;
  const { data: all } = useSuspenseQuery(articleListQuery({ kind }));
  const { data: articles } = useSuspenseQuery(articleListQuery({ kind, tag }));
  const tags = tagsOf(all);
  return (
    <PageLayout
      title={title}
      width="wide"
      description={
        <Text color="fg.muted" fontSize="lg" maxW="3xl">
          {lead}
        </Text>
      }
    >
      {tags.length > 1 && (
        <Box as="nav" aria-label="Filter by tag" mb="8">
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
            {[undefined, ...tags].map((option) => {
              const current = option === tag;
              return (
                <li key={option ?? 'all'}>
                  <RouterLink
                    to={option ? `${path}?tag=${encodeURIComponent(option)}` : path}
                    aria-current={current ? 'page' : undefined}
                  >
                    <Box
                      as="span"
                      display="inline-block"
                      px="3"
                      py="1"
                      borderRadius="full"
                      borderWidth="1px"
                      borderColor={current ? 'eucalypt.700' : 'border'}
                      bg={current ? 'eucalypt.700' : 'transparent'}
                      color={current ? 'white' : 'eucalypt.800'}
                      fontSize="sm"
                      _hover={{ borderColor: 'eucalypt.700' }}
                    >
                      {option ?? 'All'}
                    </Box>
                  </RouterLink>
                </li>
              );
            })}
          </HStack>
        </Box>
      )}
      {articles.length === 0 ? (
        <Box py="10">
          <Heading as="h2" fontSize="xl" mb="2">
            Nothing tagged “{tag}”
          </Heading>
          <RouterLink to={path}>Show everything</RouterLink>
        </Box>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageLayout>
  );
}

export function BlogPage() {
  return (
    <ArticleListPage
      kind="post"
      path="/blog"
      title="Blog"
      lead="News and explainers for Australians who buy and hold crypto: security, tax, regulation and how Wattle works."
    />
  );
}

export function LearnPage() {
  return (
    <ArticleListPage
      kind="guide"
      path="/learn"
      title="Learn"
      lead="Plain-English guides to crypto in Australia: what it is, how the ATO taxes it, and how to stay clear of scams."
    />
  );
}
