import { BlogOverview } from '@/components/blog/BlogOverview'
import { blogCategories } from '@/lib/serviceKeys'
import { blogCategoryMetadata, loadBlogCategory } from '@/server/pages/blogs'

/** `/blogs?category={key}` (rewritten here by next.config.ts): one prerendered page per category. */
type Props = { params: Promise<{ locale: string; category: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category }))
}

export const generateMetadata = ({ params }: Props) => blogCategoryMetadata(params)

export default async function BlogCategoryRoute({ params }: Props) {
  return <BlogOverview {...await loadBlogCategory(params)} />
}
