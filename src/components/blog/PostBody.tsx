import { RichBlocks } from '@/components/rich-content/RichBlocks'
import { noMarks, within, type Marker } from '@/lib/editing/marks'
import type { BlogPost } from '@/payload-types'

/** A post's content in either form of spec §3: a list of paragraphs, or typed blocks. */
export function PostBody({ post, fields = noMarks }: { post: BlogPost; fields?: Marker }) {
  if (post.format === 'paragraphs') {
    return (
      <div className="prose">
        {(post.paragraphs ?? []).map((paragraph, index) => (
          <p key={index} {...fields(`paragraphs.${index}.text`)}>
            {paragraph.text}
          </p>
        ))}
      </div>
    )
  }
  return <RichBlocks blocks={post.blocks} fields={within(fields, 'blocks')} />
}
