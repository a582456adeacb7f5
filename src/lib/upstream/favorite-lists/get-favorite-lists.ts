import 'server-only';
import { z } from 'zod';
import { commerceQuery } from '../commerce/commerce-client';
import type { UpstreamService } from '../upstream-service';
import { FavoriteListSchema, type ListAccess, type ListSort } from './favorite-list-schemas';

export const GET_FAVORITE_LISTS_QUERY = /* GraphQL */ `
  query getFavoriteLists($pagination: PaginationInput, $sort: String, $access: String, $userId: String, $fromUpdatedAt: String, $customerId: String, $editable: Boolean) {
    getFavoriteLists(pagination: $pagination, sort: $sort, access: $access, userId: $userId, fromUpdatedAt: $fromUpdatedAt, customerId: $customerId, editable: $editable) {
      next
      total
      data { favoriteId favoriteName access userId customerId createdAt updatedAt totalRows user { fullName } editable }
    }
  }
`;

const Answer = z.object({ getFavoriteLists: z.object({ next: z.number().nullable(), total: z.number(), data: z.array(FavoriteListSchema) }) });
export type FavoriteListPage = z.infer<typeof Answer>['getFavoriteLists'];

export interface GetFavoriteListsInput {
  token: string;
  customerId: string | undefined;
  limit: number;
  offset: number;
  sort?: ListSort | undefined;
  access?: ListAccess | undefined;
  userId?: string | undefined;
  fromUpdatedAt?: string | undefined;
  /** Only lists the buyer may change (the product page's "Lägg till i lista"). */
  editable?: boolean | undefined;
}

/** getFavoriteLists (spec point 7): the buyer's own and the customer's shared lists, one page. */
export async function getFavoriteLists(commerce: UpstreamService, input: GetFavoriteListsInput): Promise<FavoriteListPage> {
  const { getFavoriteLists: page } = await commerceQuery(commerce, {
    document: GET_FAVORITE_LISTS_QUERY,
    variables: {
      pagination: { limit: input.limit, offset: input.offset },
      sort: input.sort,
      access: input.access,
      userId: input.userId,
      fromUpdatedAt: input.fromUpdatedAt,
      customerId: input.customerId,
      editable: input.editable,
    },
    token: input.token,
    schema: Answer,
  });
  return page;
}
