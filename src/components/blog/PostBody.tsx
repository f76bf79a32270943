import { RichBlocks } from '@/components/rich-content/RichBlocks'
import type { BlogPost } from '@/payload-types'

/** A post's content in either form of spec §3: a list of paragraphs, or typed blocks. */
export function PostBody({ post }: { post: BlogPost }) {
  if (post.format === 'paragraphs') {
    return (
      <div className="prose">
        {(post.paragraphs ?? []).map((paragraph, index) => (
          <p key={index}>{paragraph.text}</p>
        ))}
      </div>
    )
  }
  return <RichBlocks blocks={post.blocks} />
}
