import type { FastifyPluginAsync } from 'fastify';
import { assetAdminRoutes } from './asset-admin-routes.js';
import { assetRoutes } from './asset-routes.js';

/** Assets: AUD and the listed coins, their live prices, and the admin's flags and limits. */
export const assetsModule: FastifyPluginAsync = async (app) => {
  await app.register(assetRoutes);
  await app.register(assetAdminRoutes);
};

export { assetNotFound } from './asset-errors.js';
export {
  addMissingAssets,
  findAsset,
  forgetCachedAssets,
  listAssets,
  listAssetsCached,
  pricedAssets,
  type AssetRow,
} from './asset-service.js';
