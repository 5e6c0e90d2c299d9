/** The content pages, loaded together as one chunk with the bundle they share. */
export { ArticlePage, BlogPostPage, GuidePage } from './article-page';
export { BlogPage, LearnPage } from './article-list-page';
export { CompanyPage } from './company-page';
