/** Routes of the price list screens (spec 000 §2). */
export const editorPath = (clientOrganizationId: number, priceListId?: number) =>
  `/supplier/price-lists${priceListId ? `/${priceListId}` : ''}/organization/${clientOrganizationId}`;
export const categoriesPath = (clientOrganizationId: number, priceListId: number) =>
  `${editorPath(clientOrganizationId, priceListId)}/categories`;
