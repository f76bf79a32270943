import { BlogPostPage } from '@/components/blog/BlogPostPage'
import { blogPostMetadata, blogPostStaticParams, loadBlogPostPage } from '@/server/pages/blogPost'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const generateStaticParams = blogPostStaticParams

export const generateMetadata = ({ params }: Props) => blogPostMetadata(params)

export default async function BlogPostRoute({ params }: Props) {
  return <BlogPostPage {...await loadBlogPostPage(params)} />
}
