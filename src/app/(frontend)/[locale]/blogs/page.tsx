import { BlogOverview } from '@/components/blog/BlogOverview'
import { blogsMetadata, loadBlogOverview } from '@/server/pages/blogs'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => blogsMetadata(params)

export default async function BlogOverviewRoute({ params }: Props) {
  return <BlogOverview {...await loadBlogOverview(params)} />
}
