// An async boundary: shared singletons negotiate with the host before any of them runs.
void import('./bootstrap');
