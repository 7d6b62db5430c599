import { deliveryZones } from '@contract/entities/delivery-zones';
import { describeEntity, type EntityTestActors, entityMatrix } from '../support/entity-tests';

const actors: EntityTestActors = {
  owner: 'org:dairy',
  admin: 'dmitry@zorka.demo',
  weak: { user: 'dairy_sales', email: 'elena@zorka.demo' },
  outsider: 'anna@vkusdvor.demo',
};

export const matrix = entityMatrix(deliveryZones, actors);
describeEntity(deliveryZones, actors);
