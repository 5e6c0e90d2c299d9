import { mountStandalone } from '@wattle/shared/standalone';
import { App } from './app/app';
import { STANDALONE } from './config/standalone';

void mountStandalone(App, STANDALONE);
