import { routeMatrix } from './route-matrix';

routeMatrix(1);
