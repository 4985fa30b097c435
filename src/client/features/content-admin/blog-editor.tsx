import { BLOG_CATEGORIES, type BlogPost, blogPostSchema } from '@shared/content';
import { lagosDate } from '@shared/lagos-time';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useConfirm } from '@/components/ui/use-confirm';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminBlog, useAdminBlogPost, useDeletePost } from './admin-content-queries';
import { BlogPostForm } from './blog-post-form';

export const emptyPost = (): BlogPost => ({
  slug: '',
  title: '',
  excerpt: '',
  author: { name: '', role: '', bio: '' },
  publishedOn: lagosDate(),
  image: '',
  category: BLOG_CATEGORIES[0],
  content: '',
  featured: false,
  status: 'draft',
});

function EditExisting({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useAdminBlogPost(id);
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <p role="alert">This post could not be loaded.</p>;
  const { id: _id, updatedAt: _u, ...post } = query.data;
  return <BlogPostForm id={id} initial={blogPostSchema.parse(post)} onDone={onDone} />;
}

/** Blog: every post (drafts too) with Write, Edit and Delete; posts are markdown. */
export function BlogEditor() {
  const list = useAdminBlog();
  const remove = useDeletePost();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<'new' | string | null>(null);

  if (editing === 'new') return <BlogPostForm initial={emptyPost()} onDone={() => setEditing(null)} />;
  if (editing) return <EditExisting id={editing} onDone={() => setEditing(null)} />;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>Blog</CardTitle>
          <CardDescription>
            Drafts are visible only here; published posts appear on /blog at once.
          </CardDescription>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Write a Post
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-48" />
        ) : list.isError ? (
          <p role="alert">Posts could not be loaded.</p>
        ) : list.data.length === 0 ? (
          <p className="text-muted">No posts yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Category</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((post) => (
                <TableRow key={post.id}>
                  <TableCell className="font-medium">
                    {post.title}
                    {post.featured ? <Badge className="ml-2">Featured</Badge> : null}
                  </TableCell>
                  <TableCell>{post.category}</TableCell>
                  <TableCell>{post.publishedOn}</TableCell>
                  <TableCell>
                    <Badge variant={post.status === 'published' ? 'success' : 'neutral'}>
                      {post.status === 'published' ? 'Published' : 'Draft'}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button type="button" size="sm" variant="outline" onClick={() => setEditing(post.id)}>
                      <Pencil aria-hidden /> Edit<span className="sr-only"> {post.title}</span>
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${post.title}`}
                      onClick={async () => {
                        const ok = await confirm({
                          title: 'Delete post',
                          question: `Delete "${post.title}"? This cannot be undone.`,
                          confirmLabel: 'Delete',
                          destructive: true,
                        });
                        if (!ok) return;
                        remove.mutate(post.id, {
                          onSuccess: () => toast.success('Post deleted'),
                          onError: (e) => showError(e, { fallback: 'The post could not be deleted.' }),
                        });
                      }}
                    >
                      <Trash2 aria-hidden className="text-red-700" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
