// An async boundary: shared singletons negotiate with the remotes before any of them runs.
void import('./bootstrap');
