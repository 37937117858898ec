import type { deletedSchema, insertedSchema, modifiedSchema } from '@bistro/contract/answers';
import type { CreateMenuItem } from '@bistro/contract/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { menuQueryOptions } from './get-menu.ts';

/** POST /api/images: the picture goes to our server, which keeps or forwards it; answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiRequest<{ success: boolean; data: { display_url: string } }>('/images', {
    method: 'POST',
    body: form,
  });
  return answer.data.display_url;
}

function useMenuMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey }),
  });
}

export const useCreateMenuItem = () =>
  useMenuMutation((dish: CreateMenuItem) =>
    apiRequest<z.infer<typeof insertedSchema>>('/menu', { method: 'POST', body: dish }),
  );

export const useUpdateMenuItem = () =>
  useMenuMutation(({ id, changes }: { id: string; changes: Partial<CreateMenuItem> }) =>
    apiRequest<z.infer<typeof modifiedSchema>>(`/menu/${id}`, { method: 'PATCH', body: changes }),
  );

export const useDeleteMenuItem = () =>
  useMenuMutation((id: string) => apiRequest<z.infer<typeof deletedSchema>>(`/menu/${id}`, { method: 'DELETE' }));
