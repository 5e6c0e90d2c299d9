import { forbidden, notFound } from '../../lib/errors.js';

export const noSuchCustomer = () => notFound('That customer');
export const chatIsForCustomers = () => forbidden('The live chat is for customers');
