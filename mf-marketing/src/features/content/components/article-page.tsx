import { Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  breadcrumbJsonLd,
  getRuntimeConfig,
  NotFoundRedirect,
  PageLayout,
  SITE_NAME,
  usePageHead,
  type JsonLd,
} from '@wattle/shared';
import { useParams } from 'react-router-dom';
import { articleListQuery, articleQuery } from '../api/content-queries';
import { relatedArticles } from '../lib/content-source';
import { articlePath, type Article, type ContentKind } from '../lib/content-types';
import { ArticleBody } from './article-body';
import { ArticleCard } from './article-card';
import { ArticleMeta } from './article-meta';
import { ShareLinks } from './share-links';
import { TagList } from './tag-list';

function Related({ article }: { article: Article }) {
  const { data: all } = useSuspenseQuery(articleListQuery({ kind: article.kind }));
  const related = relatedArticles(article, all);
  if (related.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-heading" mt="16">
      <Heading as="h2" id="related-heading" fontSize="2xl" mb="6">
        {article.kind === 'post' ? 'Related posts' : 'More guides'}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {related.map((other) => (
          <li key={other.slug}>
            <ArticleCard article={other} headingLevel="h3" />
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** schema.org Article for a post or guide (docs/product/screens.md#page-head). */
function articleJsonLd(article: Article, url: string, appUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', appUrl).toString() },
    keywords: article.tags.join(', '),
    wordCount: article.wordCount,
    mainEntityOfPage: url,
  };
}

function ArticleView({ article }: { article: Article }) {
  const appUrl = getRuntimeConfig().appUrl;
  const path = articlePath(article);
  const url = new URL(path, appUrl).toString();
  const listPath = article.kind === 'post' ? '/blog' : '/learn';
  usePageHead({
    title: article.title,
    description: article.description,
    path,
    type: 'article',
    image: article.heroImage,
    jsonLd: [
      articleJsonLd(article, url, appUrl),
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: article.kind === 'post' ? 'Blog' : 'Learn', path: listPath },
          { name: article.title, path },
        ],
        appUrl,
      ),
    ],
  });
  return (
    <PageLayout
      title={article.title}
      width="regular"
      description={
        <Stack gap="3" mt="2">
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {article.description}
          </Text>
          <ArticleMeta article={article} />
        </Stack>
      }
    >
      <Box as="article" maxW="3xl">
        <Image
          src={article.heroImage}
          alt={article.heroAlt}
          width={320}
          height={180}
          w="full"
          h="auto"
          aspectRatio="16 / 9"
          borderRadius="lg"
          mb="8"
        />
        <ArticleBody html={article.html} />
        <Stack gap="6" mt="10" pt="6" borderTopWidth="1px">
          <TagList tags={article.tags} linkTo={(tag) => `${listPath}?tag=${tag}`} />
          <ShareLinks url={url} title={article.title} />
        </Stack>
      </Box>
      <Related article={article} />
    </PageLayout>
  );
}

/** `/blog/{slug}` and `/learn/{slug}`: the article, or the not-found page for an unknown slug. */
export function ArticlePage({ kind }: { kind: Extract<ContentKind, 'post' | 'guide'> }) {
  const { slug = '' } = useParams();
  const { data: article } = useSuspenseQuery(articleQuery(kind, slug));
  if (!article) return <NotFoundRedirect />;
  return <ArticleView article={article} />;
}

export const BlogPostPage = () => <ArticlePage kind="post" />;
export const GuidePage = () => <ArticlePage kind="guide" />;
