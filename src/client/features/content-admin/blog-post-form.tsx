import { BLOG_CATEGORIES, type BlogCategory, type BlogPost, blogPostSchema } from '@shared/content';
import { useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { issuesToFields, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSavePost } from './admin-content-queries';
import { ImageField } from './image-field';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** Writing or editing one post: fields, markdown with a preview, Save draft or Publish. */
export function BlogPostForm({
  id,
  initial,
  onDone,
}: {
  id?: string;
  initial: BlogPost;
  onDone: () => void;
}) {
  const [post, setPost] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePost();
  const set = (patch: Partial<BlogPost>) => setPost((p) => ({ ...p, ...patch }));

  const submit = async (status: BlogPost['status']) => {
    const candidate = { ...post, status, slug: post.slug || slugify(post.title) };
    const parsed = blogPostSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      toast.error('Some fields need fixing.');
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id, post: parsed.data });
      toast.success(status === 'published' ? 'Post published successfully!' : 'Draft saved successfully!');
      onDone();
    } catch (err) {
      showError(err, { fallback: 'Could not save the post.', setFieldErrors: setErrors });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{id ? `Edit: ${initial.title}` : 'Write a post'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PostFields post={post} set={set} errors={errors} />
        <ArticleEditor post={post} set={set} errors={errors} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void submit('published')} disabled={save.isPending}>
            {post.status === 'published' ? 'Save and keep published' : 'Publish'}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => void submit('draft')}
            disabled={save.isPending}
          >
            {post.status === 'published' ? 'Unpublish (save as draft)' : 'Save Draft'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

interface PartProps {
  post: BlogPost;
  set: (patch: Partial<BlogPost>) => void;
  errors: Record<string, string>;
}

/** Title, address, category, date, excerpt, author, cover and Featured. */
function PostFields({ post, set, errors }: PartProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Title"
        value={post.title}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label="Page address (slug)"
        hint={`/blog/${post.slug || slugify(post.title) || '…'}`}
        value={post.slug}
        error={errors.slug}
        onChange={(e) => set({ slug: e.target.value.toLowerCase() })}
      />
      <div className="space-y-1.5">
        <Label htmlFor="post-category">Category</Label>
        <NativeSelect
          id="post-category"
          value={post.category}
          onChange={(e) => set({ category: e.target.value as BlogCategory })}
        >
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextField
        label="Date"
        type="date"
        value={post.publishedOn}
        error={errors.publishedOn}
        onChange={(e) => set({ publishedOn: e.target.value })}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Excerpt"
          rows={2}
          value={post.excerpt}
          onChange={(e) => set({ excerpt: e.target.value })}
        />
      </div>
      <TextField
        label="Author name"
        value={post.author.name}
        error={errors['author.name']}
        onChange={(e) => set({ author: { ...post.author, name: e.target.value } })}
      />
      <TextField
        label="Author role"
        value={post.author.role}
        onChange={(e) => set({ author: { ...post.author, role: e.target.value } })}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Author bio"
          rows={2}
          value={post.author.bio}
          onChange={(e) => set({ author: { ...post.author, bio: e.target.value } })}
        />
      </div>
      <ImageField label="Cover image" value={post.image} onChange={(image) => set({ image })} />
      <div className="flex items-center gap-2 self-end pb-2">
        <Checkbox
          id="post-featured"
          checked={post.featured}
          onCheckedChange={(v) => set({ featured: v === true })}
        />
        <Label htmlFor="post-featured">Featured on the blog page</Label>
      </div>
    </div>
  );
}

/** The article in markdown, with its preview as the blog shows it. */
function ArticleEditor({ post, set, errors }: PartProps) {
  return (
    <Tabs defaultValue="write">
      <TabsList>
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write">
        <TextAreaField
          label="Article"
          hint="'## ' starts a heading, '- ' a list item, **bold**, *italic*. HTML is shown as text."
          rows={16}
          className="font-mono"
          value={post.content}
          error={errors.content}
          onChange={(e) => set({ content: e.target.value })}
        />
      </TabsContent>
      <TabsContent value="preview" className="rounded border border-stone-200 p-4">
        {post.content ? (
          <Markdown source={post.content} />
        ) : (
          <p className="text-muted">Nothing to preview yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
