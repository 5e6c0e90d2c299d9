import { NotFoundRedirect } from '@wattle/shared';
import { useParams } from 'react-router-dom';
import { coinBySlug, coinByToken } from '@/lib/coins/coin-profiles';
import { CoinPage } from './coin-page';

/** `/buy/{coin}`: a coin page by its slug; any other slug is not found. */
export function CoinBySlugRoute() {
  const { slug = '' } = useParams();
  const coin = coinBySlug(slug);
  return coin ? <CoinPage key={coin.slug} coin={coin} /> : <NotFoundRedirect />;
}

/** `/{token}`: `/btc` reaches Bitcoin's page; an unknown token is not found. */
export function CoinByTokenRoute() {
  const { token = '' } = useParams();
  const coin = coinByToken(token);
  return coin ? <CoinPage key={coin.slug} coin={coin} /> : <NotFoundRedirect />;
}
