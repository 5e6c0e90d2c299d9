import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { COMPANY_PAGE_SLUGS } from '@/features/content/lib/company-pages';

// Every content page comes from one chunk, with the content bundle they all read.
const pages = () => import('@/features/content/components/content-pages');
const BlogPage = lazy(() => pages().then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => pages().then((m) => ({ default: m.BlogPostPage })));
const LearnPage = lazy(() => pages().then((m) => ({ default: m.LearnPage })));
const GuidePage = lazy(() => pages().then((m) => ({ default: m.GuidePage })));
const CompanyPage = lazy(() => pages().then((m) => ({ default: m.CompanyPage })));

/** The first path segments of the routes below. */
export const CONTENT_PATHS = ['learn', 'blog', ...COMPANY_PAGE_SLUGS] as const;

/** Learn, blog and the company texts, for the remote's route table. */
export function contentRoutes() {
  return (
    <>
      <Route path="learn" element={<LearnPage />} />
      <Route path="learn/:slug" element={<GuidePage />} />
      <Route path="blog" element={<BlogPage />} />
      <Route path="blog/:slug" element={<BlogPostPage />} />
      {COMPANY_PAGE_SLUGS.map((slug) => (
        <Route key={slug} path={slug} element={<CompanyPage slug={slug} />} />
      ))}
    </>
  );
}
