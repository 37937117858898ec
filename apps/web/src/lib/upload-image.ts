import type { UploadedImage } from '@bistro/contract/menu';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/images: the picture goes to our server, which keeps or forwards it; answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiRequest<UploadedImage>('/images', { method: 'POST', body: form });
  return answer.data.display_url;
}
